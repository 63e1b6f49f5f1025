¿ no te acarreó esto tu dejar á jehová tu dios , cuando te hacía andar por camino ?
y el sacerdote echará del aceite sobre la palma de su mano izquierda ;
cuando alguno hiciere voto á jehová , ó hiciere juramento ligando su alma con obligación , no violará su palabra : hará conforme á todo lo que salió de su boca .
y hará llegar aarón el becerro que era suyo para expiación , y hará la reconciliación por sí y por su casa , y degollará en expiación el becerro que es suyo .
por las becerras de beth - aven serán atemorizados los moradores de samaria : porque su pueblo lamentará á causa del becerro , y sus sacerdotes que en él se regocijaban por su gloria , la cual será disipada .
sus ciudades fueron asoladas , la tierra seca y desierta , tierra que no morará en ella nadie , ni pasará por ella hijo de hombre .
bendiciendo te bendeciré , y multiplicando multiplicaré tu simiente como las estrellas del cielo , y como la arena que está á la orilla del mar ; y tu simiente poseerá las puertas de sus enemigos :
y sacónos jehová de egipto con mano fuerte , y con brazo extendido , y con grande espanto , y con señales y con milagros :
y yendo por el camino , llegaron á cierta agua ; y dijo el eunuco : he aquí agua ; ¿ qué impide que yo sea bautizado ?
después de estas cosas miré , y he aquí una gran compañía , la cual ninguno podía contar , de todas gentes y linajes y pueblos y lenguas , que estaban delante del trono y en la presencia del cordero , vestidos de ropas blancas , y palmas en sus manos ;
después de estas cosas oí una gran voz de gran compañía en el cielo , que decía : aleluya : salvación y honra y gloria y potencia al señor dios nuestro .
y entró el rey david , y púsose delante de jehová , y dijo : señor jehová , ¿ quién soy yo , y qué es mi casa , para que tú me traigas hasta aquí ?
y los hijos de jonathán : peleth , y zaza . estos fueron los hijos de jerameel .
y descendieron sus hermanos y toda la casa de su padre , y tomáronle , y lleváronle , y le sepultaron entre sora y esthaol , en el sepulcro de su padre manoa . y él juzgó á israel veinte años .
porque en toda cabeza habrá calva , y toda barba será raída ; sobre todas manos rasguños , y sacos sobre todos los lomos .
y su presente será dos décimas de flor de harina amasada con aceite , ofrenda encendida á jehová en olor suavísimo ; y su libación de vino , la cuarta parte de un hin .
y los egipcios hicieron servir á los hijos de israel con dureza :
si probáremos á hablarte , serte ha molesto ; mas ¿ quién podrá detener las palabras ?
envió señales y prodigios en medio de ti , oh egipto , sobre faraón , y sobre todos sus siervos .
en aquel día mirará el hombre á su hacedor , y sus ojos contemplarán al santo de israel .
quebrantado estoy por el quebrantamiento de la hija de mi pueblo ; entenebrecido estoy , espanto me ha arrebatado .
nadie me la quita , mas yo la pongo de mí mismo . tengo poder para ponerla , y tengo poder para volverla á tomar . este mandamiento recibí de mi padre .
precio recibieron en ti para derramar sangre ; usura y logro tomaste , y á tus prójimos defraudaste con violencia : olvidástete de mí , dice el señor jehová .
antes por el contrario , como vieron que el evangelio de la incircuncisión me era encargado , como á pedro el de la circuncisión ,
y puesto de rodillas , clamó á gran voz : señor , no les imputes este pecado . y habiendo dicho esto , durmió .
después de él se enfervorizó á restaurar baruch hijo de zachâi la otra medida , desde la esquina hasta la puerta de la casa de eliasib gran sacerdote .
entonces marta , como oyó que jesús venía , salió á encontrarle ; mas maría se estuvo en casa .
y no oyó el rey al pueblo ; porque era ordenación de jehová , para confirmar su palabra , que jehová había hablado por medio de ahías silonita á jeroboam hijo de nabat .
y judá dijo á thamar su nuera : estáte viuda en casa de tu padre , hasta que crezca sela mi hijo ; porque dijo : que quizá no muera él también como sus hermanos . y fuése thamar , y estúvose en casa de su padre .
entonces jesús , teniendo misericordia de ellos , les tocó los ojos , y luego sus ojos recibieron la vista ; y le siguieron .
¿ no son todos espíritus administradores , enviados para servicio á favor de los que serán herederos de salud ?
con potencia de milagros y prodigios , en virtud del espíritu de dios : de manera que desde jerusalem , y por los alrededores hasta ilírico , he llenado todo del evangelio de cristo .
cuando comenzó á reinar era de veinticinco años , y reinó dieciséis años en jerusalem . el nombre de su madre fué jerusa hija de sadoc .
en imaginaciones de visiones nocturnas , cuando el sueño cae sobre los hombres ,
y de no edificar casas para nuestra morada , y de no tener viña , ni heredad , ni sementera .
y todos los ancianos y todo el pueblo le respondieron : no le obedezcas , ni hagas lo que te pide .
cantad salmos á jehová ; porque ha hecho cosas magníficas : sea sabido esto por toda la tierra .
¿ no es este david de quien cantaban en los corros , diciendo : saúl hirió sus miles , y david sus diez miles ?
asimismo sacrificó , y quemó perfumes en los altos , y sobre los collados , y debajo de todo árbol umbroso .
la soberbia del hombre le abate ; pero al humilde de espíritu sustenta la honra .
mas el rey de asiria halló que oseas hacía conjuración : porque había enviado embajadores á so , rey de egipto , y no pagaba tributo al rey de asiria , como cada año : por lo que el rey de asiria le detuvo , y le aprisionó en la casa de la cárcel .
y entrando , les dice : ¿ por qué alborotáis y lloráis ? la muchacha no es muerta , mas duerme .
cada uno hurtará á la mano derecha , y tendrá hambre ; y comerá á la izquierda , y no se hartará : cada cual comerá la carne de su brazo :
y habló el pueblo contra dios y moisés : ¿ por qué nos hiciste subir de egipto para que muramos en este desierto ? que ni hay pan , ni agua , y nuestra alma tiene fastidio de este pan tan liviano .
así alumbre vuestra luz delante de los hombres , para que vean vuestras obras buenas , y glorifiquen á vuestro padre que está en los cielos .
hicísteme notorios los caminos de la vida ; me henchirás de gozo con tu presencia .
yo he oído las murmuraciones de los hijos de israel ; háblales , diciendo : entre las dos tardes comeréis carne , y por la mañana os hartaréis de pan , y sabréis que yo soy jehová vuestro dios .
a ninguna viuda ni huérfano afligiréis .
y juntó las cinco cortinas de por sí , y las seis cortinas aparte .
y partidos de jotbatha , asentaron en abrona .
y mandó también al segundo , y al tercero , y á todos los que iban tras aquellas manadas , diciendo : conforme á esto hablaréis á esaú , cuando le hallareis .
y dijo el rey á joab , general del ejército que tenía consigo : rodea todas las tribus de israel , desde dan hasta beer - seba , y contad el pueblo , para que yo sepa el número de la gente .
y tus hermanas , sodoma con sus hijas y samaria con sus hijas , volverán á su primer estado ; tú también y tus hijas volveréis á vuestro primer estado .
e hizo que la barra del medio pasase por medio de las tablas del un cabo al otro .
mas los hijos del reino serán echados á las tinieblas de afuera : allí será el lloro y el crujir de dientes .
porque el que me hallare , hallará la vida , y alcanzará el favor de jehová .
las iglesias de asia os saludan . os saludan mucho en el señor aquila y priscila , con la iglesia que está en su casa .
habla á zorobabel , gobernador de judá , diciendo : yo haré temblar los cielos y la tierra ;
fué pues la ira de jehová contra jerusalem y judá , hasta que los echó de su presencia . y sedecías se rebeló contra el rey de babilonia .
y de los hijos de bani : mesullam , malluch , y adaías , jasub , y seal , y ramoth .
y dijo el señor : oid lo que dice el juez injusto .
muchas mujeres hicieron el bien ; mas tú las sobrepujaste á todas .
con viento solano quiebras tú las naves de tharsis .
mas confiamos , y más quisiéramos partir del cuerpo , y estar presentes al señor .
y ajustaré el juicio á cordel , y á nivel la justicia ; y granizo barrerá la acogida de la mentira , y aguas arrollarán el escondrijo .
y los príncipes les dijeron : vivan ; mas sean leñadores y aguadores para toda la congregación , como los príncipes les han dicho .
y respondiendo satán dijo á jehová : piel por piel , todo lo que el hombre tiene dará por su vida .
dicen atrevidamente á los que me irritan : jehová dijo : paz tendréis ; y á cualquiera que anda tras la imaginación de su corazón , dijeron : no vendrá mal sobre vosotros .
resta , hermanos , que tengáis gozo , seáis perfectos , tengáis consolación , sintáis una misma cosa , tengáis paz ; y el dios de paz y de caridad será con vosotros .
el infierno y la muerte dijeron : su fama hemos oído con nuestros oídos .
y enviará á jesucristo , que os fué antes anunciado :
¿ tras quién ha salido el rey de israel ? ¿ á quién persigues ? ¿ á un perro muerto ? ¿ á una pulga ?
y el rey dijo : al que hablare contra ti , tráelo á mí , que no te tocará más .
porque de día y de noche se agravó sobre mí tu mano ; volvióse mi verdor en sequedades de estío . ( selah . )
pues que cristo ha padecido por nosotros en la carne , vosotros también estad armados del mismo pensamiento : que el que ha padecido en la carne , cesó de pecado ;
¡ ay de vosotros , fariseos ! que amáis las primeras sillas en las sinagogas , y las salutaciones en las plazas .
he aquí os he repartido por suerte , en herencia para vuestras tribus , estas gentes , así las destruídas como las que quedan , desde el jordán hasta la gran mar hacia donde el sol se pone .
y salió fuego de jehová , y consumió los doscientos y cincuenta hombres que ofrecían el sahumerio .
y siendo ya de día salió , y se fué á un lugar desierto : y las gentes le buscaban , y vinieron hasta él ; y le detenían para que no se apartase de ellos .
y habiendo dado gracias , lo partió , y dijo : tomad , comed : esto es mi cuerpo que por vosotros es partido : haced esto en memoria de mí .
despierta , despierta , levántate , oh jerusalem , que bebiste de la mano de jehová el cáliz de su furor ; las heces del cáliz de aturdimiento bebiste , y chupaste .
por amor de tu nombre no nos deseches , ni trastornes el trono de tu gloria : acuérdate , no invalides tu pacto con nosotros .
a la mujer dijo : multiplicaré en gran manera tus dolores y tus preñeces ; con dolor parirás los hijos ; y á tu marido será tu deseo , y él se enseñoreará de ti .
si me alegré en el quebrantamiento del que me aborrecía , y me regocijé cuando le halló el mal ;
y ahora mi alma está derramada en mí ; días de aflicción me han aprehendido .
tomaron también á lot , hijo del hermano de abram , que moraba en sodoma , y su hacienda , y se fueron .
y sucedió que al séptimo día las aguas del diluvio fueron sobre la tierra .
y respondióle elías , y dijo : si yo soy varón de dios , descienda fuego del cielo , y consúmate con tus cincuenta . y descendió fuego del cielo , que lo consumió á él y á sus cincuenta .
y oyendo esto las gentes , estaban atónitas de su doctrina .
deseando verte , acordándome de tus lágrimas , para ser lleno de gozo ;
a ti , oh dios de mis padres , confieso y te alabo , que me diste sabiduría y fortaleza , y ahora me enseñaste lo que te pedimos ; pues nos has enseñado el negocio del rey .
porque no hará nada el señor jehová , sin que revele su secreto á sus siervos los profetas .
así perezcan todos tus enemigos , oh jehová : mas los que le aman , sean como el sol cuando nace en su fuerza . y la tierra reposó cuarenta años .
y á los catorce años del rey ezechîas , subió sennachêrib rey de asiria contra todas las ciudades fuertes de judá , y tomólas .
josué entonces le bendijo , y dió á caleb hijo de jephone á hebrón por heredad .
por tanto , es menester que con más diligencia atendamos á las cosas que hemos oído , porque acaso no nos escurramos .
mejor es lo poco del justo , que las riquezas de muchos pecadores .
y el que oyere mis palabras , y no las creyere , yo no le juzgo ; porque no he venido á juzgar al mundo , sino á salvar al mundo .
ninguna cosa mortecina , ni desgarrada , así de aves como de animales , comerán los sacerdotes .
empero más fácil cosa es pasar el cielo y la tierra , que frustrarse un tilde de la ley .
a tito , verdadero hijo en la común fe : gracia , misericordia , y paz de dios padre , y del señor jesucristo salvador nuestro .
asimismo purificaréis todo vestido , y toda prenda de pieles , y toda obra de pelos de cabra , y todo vaso de madera .
aguarda á jehová ; esfuérzate , y aliéntese tu corazón : sí , espera á jehová .
abrió su boca con sabiduría : y la ley de clemencia está en su lengua .
y mora con él algunos días , hasta que el enojo de tu hermano se mitigue ;
engañosa es la gracia , y vana la hermosura : la mujer que teme á jehová , ésa será alabada .
y el sacerdote ungido meterá de la sangre del becerro en el tabernáculo del testimonio :
habla á los hijos de israel , diciendo : cuando alguna persona pecare por yerro en alguno de los mandamientos de jehová sobre cosas que no se han de hacer , y obrare contra alguno de ellos ;
y unció su carro , y tomó consigo su pueblo ;
¿ de qué sirve el precio en la mano del necio para comprar sabiduría , no teniendo entendimiento ?
en el día que juzgará el señor lo encubierto de los hombres , conforme á mi evangelio , por jesucristo .
entonces pablo , habiendo ya mucho que no comíamos , puesto en pie en medio de ellos , dijo : fuera de cierto conveniente , oh varones , haberme oído , y no partir de creta , y evitar este inconveniente y daño .
y á heber nacieron dos hijos : el nombre del uno fué peleg , porque en sus días fué repartida la tierra ; y el nombre de su hermano , joctán .
rubén primogénito de israel : los hijos de rubén : hanoc , del cual era la familia de los hanochîtas ; de phallú , la familia de los phalluitas ;
entonces josaphat se inclinó rostro por tierra , y asimismo todo judá y los moradores de jerusalem se postraron delante de jehová , y adoraron á jehová .
y heber engendró á japhlet , semer , hotham , y sua hermana de ellos .
el que compra dice : malo es , malo es : mas en apartándose , se alaba .
el bautismo de juan , ¿ era del cielo , ó de los hombres ? respondedme .
te echará á rodar con ímpetu , como á bola por tierra larga de términos : allá morirás , y allá estarán los carros de tu gloria , oh vergüenza de la casa de tu señor .
y casas llenas de todo bien , que tú no henchiste , y cisternas cavadas , que tú no cavaste , viñas y olivares que no plantaste : luego que comieres y te hartares ,
los cuales vinieron á balaam , y dijéronle : así dice balac , hijo de zippor : ruégote que no dejes de venir á mí :
y un macho cabrío por expiación : además del holocausto continuo , y su presente y su libación .
y llegándose sus discípulos , le despertaron , diciendo : señor , sálvanos , que perecemos .
el que engrandece las saludes de su rey , y hace misericordia á su ungido , á david , y á su simiente , para siempre .
y abel trajo también de los primogénitos de sus ovejas , y de su grosura . y miró jehová con agrado á abel y á su ofrenda ;
andad , he aquí yo os envío como corderos en medio de lobos .
entonces el rey belsasar fué muy turbado , y se le mudaron sus colores y alteráronse sus príncipes .
mirad , pues , que no venga sobre vosotros lo que está dicho en los profetas ;
estaban también doce leones puestos allí sobre las seis gradas , de la una parte y de la otra : en ningún otro reino se había hecho trono semejante .
porque recta es la palabra de jehová , y toda su obra con verdadhecha .
y el que hiere á algún animal , ha de restituirlo : animal por animal .
sea ahora tu misericordia para consolarme , conforme á lo que has dicho á tu siervo .
por tu nombre , oh jehová me vivificarás : por tu justicia , sacarás mi alma de angustia .
respondió jesús : ¿ no tiene el día doce horas ? el que anduviere de día , no tropieza , porque ve la luz de este mundo .
y viendo á amalec , tomó su parábola , y dijo : amalec , cabeza de gentes ; mas su postrimería perecerá para siempre .
y habló jehová á moisés , diciendo :
después midió el muro de la casa , de seis codos ; y de cuatro codos la anchura de las cámaras , en torno de la casa alrededor .
no harán mal ni dañarán en todo mi santo monte ; porque la tierra será llena del conocimiento de jehová , como cubren la mar las aguas .
y viendo noemi que estaba tan resuelta á ir con ella , dejó de hablarle .
y toda persona tenía temor : y muchas maravillas y señales eran hechas por los apóstoles .
y jesús le dijo : yo soy ; y veréis al hijo del hombre sentado á la diestra de la potencia de dios , y viniendo en las nubes del cielo .
y dijo josué : ¿ por qué nos has turbado ? túrbete jehová en este día . y todos los israelitas los apedrearon , y los quemaron á fuego , después de apedrearlos con piedras ;
y dijo samsón : muera yo con los filisteos . y estribando con esfuerzo , cayó la casa sobre los príncipes , y sobre todo el pueblo que estaba en ella . y fueron muchos más los que de ellos mató muriendo , que los que había muerto en su vida .
lo demás de los hechos de achâz que puso por obra , ¿ no está todo escrito en el libro de las crónicas de los reyes de judá ?
por tanto , aholibah , así ha dicho el señor jehová : he aquí que yo despierto tus amantes contra ti , de los cuales se hartó tu deseo , y yo les haré venir contra ti en derredor ;
no defraudando , antes mostrando toda buena lealtad , para que adornen en todo la doctrina de nuestro salvador dios .
si no sea que , estando entre ellos prorrumpí en alta voz : acerca de la resurrección de los muertos soy hoy juzgado de vosotros .
por esto se enlutará la tierra , y los cielos arriba se oscurecerán , porque hablé , pensé , y no me arrepentí , ni me tornaré de ello .
y los israelitas dijeron á gedeón : sé nuestro señor , tú , y tu hijo , y tu nieto ; pues que nos has librado de mano de madián .
hizo también en el oráculo dos querubines de madera de oliva , cada uno de altura de diez codos .
y david moró en la fortaleza , y púsole por nombre la ciudad de david : y edificó alrededor , desde millo para adentro .
estos son los hijos de israel : rubén , simeón , leví , judá , issachâr , zabulón ,
y bendíjolos aquel día , diciendo : en ti bendecirá israel , diciendo : póngate dios como á ephraim y como á manasés . y puso á ephraim delante de manasés .
y puso ejército en todas las ciudades fuertes de judá , y colocó gente de guarnición , en tierra de judá , y asimismo en las ciudades de ephraim que su padre asa había tomado .
velad , estad firmes en la fe ; portaos varonilmente , y esforzaos .
entonces la tierra holgará sus sábados todos los días que estuviere asolada , y vosotros en la tierra de vuestros enemigos : la tierra descansará entonces y gozará sus sábados .
y te juramentaré por jehová , dios de los cielos y dios de la tierra , que no has de tomar mujer para mi hijo de las hijas de los cananeos , entre los cuales yo habito ;
esta persuasión no es de aquel que os llama .
habiendo sido antes blasfemo y perseguidor é injuriador : mas fuí recibido á misericordia , porque lo hice con ignorancia en incredulidad .
y trajéronlo en caballos , y sepultáronlo con sus padres en la ciudad de judá .
porque no hay nada oculto que no haya de ser manifestado , ni secreto que no haya de descubrirse .
y le dice : mira , no digas á nadie nada ; sino ve , muéstrate al sacerdote , y ofrece por tu limpieza lo que moisés mandó , para testimonio á ellos .
aparté luego doce de los principales de los sacerdotes , á serebías y á hasabías , y con ellos diez de sus hermanos ;
porque tú , jehová , por tu benevolencia has asentado mi monte con fortaleza . escondiste tu rostro , fuí conturbado .
hizo también hiram calderos , y palas , y tazones ; y acabó hiram la obra que hacía al rey salomón para la casa de dios ;
¿ gloriaráse el hacha contra el que con ella corta ? ¿ se ensoberbecerá la sierra contra el que la mueve ? como si el bordón se levantase contra los que lo levantan ; como si se levantase la vara : ¿ no es leño ?
y luego ensalzará mi cabeza sobre mis enemigos en derredor de mí : y yo sacrificaré en su tabernáculo sacrificios de júbilo : cantaré y salmearé á jehová .
entonces pilato juzgó que se hiciese lo que ellos pedían ;
y agradará á jehová más que sacrificio de buey , ó becerro que echa cuernos y uñas .
así ofreceréis también vosotros ofrenda á jehová de todos vuestros diezmos que hubiereis recibido de los hijos de israel ; y daréis de ellos la ofrenda de jehová á aarón el sacerdote .
porque si te ve alguno , á ti que tienes ciencia , que estás sentado á la mesa en el lugar de los ídolos , ¿ la conciencia de aquel que es flaco , no será adelantada á comer de lo sacrificado á los ídolos ?
empero él misericordioso , perdonaba la maldad , y no los destruía : y abundó para apartar su ira , y no despertó todo su enojo .
el que camina en integridad , anda confiado : mas el que pervierte sus caminos , será quebrantado .
pleito tiene jehová con judá para visitar á jacob conforme á sus caminos : pagarále conforme á sus obras .
y en las puertas del templo había labrados de querubines y palmas , así como estaban hechos en las paredes , y grueso madero sobre la delantera de la entrada por de fuera .
tenía el rey de siria guerra contra israel , y consultando con sus siervos , dijo : en tal y tal lugar estará mi campamento .
y ella respondió : bebe , señor mío : y dióse prisa á bajar su cántaro sobre su mano , y le dió á beber .
estos son los hijos de la provincia que subieron de la cautividad , de la transmigración que hizo pasar nabucodonosor rey de babilonia , y que volvieron á jerusalem y á judá cada uno á su ciudad ;
hizo también el racional de primorosa obra , como la obra del ephod , de oro , jacinto , y púrpura , y carmesí , y lino torcido .
si esto hicieres , y dios te lo mandare , tú podrás persistir , y todo este pueblo se irá también en paz á su lugar .
y habló jehová á moisés , diciendo :
y de la costilla que jehová dios tomó del hombre , hizo una mujer , y trájola al hombre .
los hijos de asmaveth , cuarenta y dos ;
y el ángel de dios que iba delante del campo de israel , se apartó , é iba en pos de ellos ; y asimismo la columna de nube que iba delante de ellos , se apartó , y púsose á sus espaldas :
y jesús respondiéndoles , comenzó á decir : mirad , que nadie os engañe ;
y si tu hermano no fuere tu vecino , ó no le conocieres , los recogerás en tu casa , y estarán contigo hasta que tu hermano los busque , y se los devolverás .
y estuviéronse en sus lugares en derredor del campo : y todo el campo fué alborotado , y huyeron gritando .
el que halló esposa halló el bien , y alcanzó la benevolencia de jehová .
por lo cual también le fué atribuído á justicia .
atalaya es ephraim para con mi dios : el profeta es lazo de cazador en todos sus caminos , odio en la casa de su dios .
puso también porteros á las puertas de la casa de jehová , para que por ninguna vía entrase ningún inmundo .
y sobre todas estas cosas vestíos de caridad , la cual es el vínculo de la perfección .
y con ellos á hemán y á jeduthún , y los otros escogidos declarados por sus nombres , para glorificar á jehová , porque es eterna su misericordia ;
entonces el que injuriaba á su prójimo , le rempujó , diciendo : ¿ quién te ha puesto por príncipe y juez sobre nosotros ?
dijéronle pues los otros discípulos : al señor hemos visto . y él les dijo : si no viere en sus manos la señal de los clavos , y metiere mi dedo en el lugar de los clavos , y metiere mi mano en su costado , no creeré .
porque he aquí tus enemigos , oh jehová , porque he aquí , perecerán tus enemigos ; serán disipados todos los que obran maldad .
estas fueron las ciudades señaladas para todos los hijos de israel , y para el extranjero que morase entre ellos , para que se acogiese á ellas cualquiera que hiriese hombre por yerro , y no muriese por mano del cercano del muerto , hasta que compareciese delante del ayuntamiento .
y díjome jehová : si moisés y samuel se pusieran delante de mí , mi voluntad no será con este pueblo : échalos de delante de mí , y salgan .
panal de miel son los dichos suaves : suavidad al alma y medicina á los huesos .
porque dijiste : ¿ qué ventaja sacarás tú de ello ? ¿ ó qué provecho tendré de mi pecado ?
y trajéronlo á jesús ; y habiendo echado sus vestidos sobre el pollino , pusieron á jesús encima .
entonces dijo david al filisteo : tú vienes á mí con espada y lanza y escudo ; mas yo vengo á ti en el nombre de jehová de los ejércitos , el dios de los escuadrones de israel , que tú has provocado .
ni edificaréis casa , ni sembraréis sementera , ni plantaréis viña , ni la tendréis : mas moraréis en tiendas todos vuestros días , para que viváis muchos días sobre la haz de la tierra donde vosotros peregrináis .
todo aquel que viene á mí , y oye mis palabras , y las hace , os enseñaré á quién es semejante :
y vino un gran temor en toda la iglesia , y en todos los que oyeron estas cosas .
porque nuestros padres se han rebelado , y han hecho lo malo en ojos de jehová nuestro dios ; que le dejaron , y apartaron sus ojos del tabernáculo de jehová , y le volvieron las espaldas .
si mal viniere sobre nosotros , ó espada de castigo , ó pestilencia , ó hambre , presentarnos hemos delante de esta casa , y delante de ti , ( porque tu nombre está en esta casa , ) y de nuestras tribulaciones clamaremos á ti , y tú nos oirás y salvarás .
y dijo más abimelech á abraham : ¿ qué viste para que hicieses esto ?
y partiendo de allí , entró en casa de uno llamado justo , temeroso de dios , la casa del cual estaba junto á la sinagoga .
aportillaste todos sus vallados ; has quebrantado sus fortalezas .
y comerá tu mies y tu pan , que habían de comer tus hijos y tus hijas ; comerá tus ovejas y tus vacas , comerá tus viñas y tus higueras ; y tus ciudades fuertes en que tú confías , tornará en nada á cuchillo .
finalmente , si una persona pecare , ó hiciere alguna de todas aquellas cosas que por mandamiento de jehová no se han de hacer , aun sin hacerlo á sabiendas , es culpable , y llevará su pecado .
nosotros le amamos á él , porque él nos amó primero .
así que , ninguno de vosotros padezca como homicida , ó ladrón , ó malhechor , ó por meterse en negocios ajenos .
ahora pues , descendamos , y confundamos allí sus lenguas , para que ninguno entienda el habla de su compañero .
porque los hombres ciertamente por el mayor que ellos juran : y el fin de todas sus controversias es el juramento para confirmación .
mas pedro estaba fuera á la puerta . y salió aquel discípulo que era conocido del pontífice , y habló á la portera , y metió dentro á pedro .
estad siempre gozosos .
esta es la ley del nazareo que hiciere voto de su ofrenda á jehová por su nazareato , á más de lo que su mano alcanzare : según el voto que hiciere , así hará , conforme á la ley de su nazareato .
tuyo soy yo , guárdame ; porque he buscado tus mandamientos .
antes fuimos blandos entre vosotros como la que cría , que regala á sus hijos :
mas él , dejado el consejo de los viejos que ellos le habían dado , tomó consejo con los mancebos que se habían criado con él , y estaban delante de él .
que ames á jehová tu dios , que oigas su voz , y te allegues á él ; porque él es tu vida , y la longitud de tus días ; á fin de que habites sobre la tierra que juró jehová á tus padres abraham , isaac , y jacob , que les había de dar .
¿ os es poco que comáis los buenos pastos , sino que holléis con vuestros pies lo que de vuestros pastos queda ; y que bebiendo las aguas sentadas , holléis además con vuestros pies las que quedan ?
mas vuestra presa será cogida como cuando cogen las orugas : correrá sobre ellos como de una á otra parte corren las langostas .
para hacer diferencia entre inmundo y limpio , y entre los animales que se pueden comer y los animales que no se pueden comer .
tenían también unos pocos pececillos : y los bendijo , y mandó que también los pusiesen delante .
y todos los siervos del rey que estaban á la puerta del rey , se arrodillaban é inclinaban á amán , porque así se lo había mandado el rey ; pero mardochêo , ni se arrodillaba ni se humillaba .
si fué mi corazón engañado acerca de mujer , y si estuve acechando á la puerta de mi prójimo :
y samaria no cometió ni la mitad de tus pecados ; porque tú multiplicaste tus abominaciones más que ellas , y has justificado á tus hermanas con todas tus abominaciones que hiciste .
y misma , y duma , y massa ,
y reedificó jeroboam á sichêm en el monte de ephraim , y habitó en ella ; y saliendo de allí , reedificó á penuel .
todas las bestias del campo , todas las bestias del monte , venid á devorar .
hasta el día en que , habiendo dado mandamientos por el espíritu santo á los apóstoles que escogió , fué recibido arriba ;
tú oirás desde los cielos , desde el lugar de tu morada , su oración y su ruego , y ampararás su causa , y perdonarás á tu pueblo que pecó contra ti .
y tendrás tu vida como colgada delante de ti , y estarás temeroso de noche y de día , y no confiarás de tu vida .
la ley del sabio es manantial de vida , para apartarse de los lazos de la muerte .
y como él miró atrás , vióme y llamóme ; y yo dije : heme aquí .
y edificó la ciudad alrededor , desde millo hasta la cerca : y joab reparó el resto de la ciudad .
asimismo yo confirmaré su reino para siempre , si él se esforzare á poner por obra mis mandamientos y mis juicios , como aqueste día .
pues que somos hoy demandados acerca del beneficio hecho á un hombre enfermo , de qué manera éste haya sido sanado ,
reuníos , y venid ; allegaos , todos los escapados de las gentes : no saben aquellos que erigen el madero de su escultura , y los que ruegan al dios que no salva .
líbrame de todas mis rebeliones ; no me pongas por escarnio del insensato .
y la planta que plantó tu diestra , y el renuevo que para ti corroboraste .
y continuamente se le daba ración por el rey de babilonia , cada cosa en su día por todos los de su vida , hasta el día de su muerte .
y el mandamiento que hará el rey será oído en todo su reino , aunque es grande , y todas las mujeres darán honra á sus maridos , desde el mayor hasta el menor .
y moisés respondió : no conviene que hagamos así , porque sacrificaríamos á jehová nuestro dios la abominación de los egipcios . he aquí , si sacrificáramos la abominación de los egipcios delante de ellos , ¿ no nos apedrearían ?
empero cuando viereis la abominación de asolamiento , que fué dicha por el profeta daniel , que estará donde no debe ( el que lee , entienda ) , entonces los que estén en judea huyan á los montes ;
si aun fueren muchos años , conforme á ellos volverá para su rescate del dinero por el cual se vendió .
procuró por tanto salomón de matar á jeroboam , pero levantándose jeroboam , huyó á egipto , á sisac rey de egipto , y estuvo en egipto hasta la muerte de salomón .
estas son las cuentas del tabernáculo , del tabernáculo del testimonio , lo que fué contado de orden de moisés por mano de ithamar , hijo de aarón sacerdote , para el ministerio de los levitas .
y viéndolo los fariseos , le dijeron : he aquí tus discípulos hacen lo que no es lícito hacer en sábado .
y ofrecerás el otro cordero á la caída de la tarde , haciendo conforme á la ofrenda de la mañana , y conforme á su libación , en olor de suavidad ; será ofrenda encendida á jehová .
los caldeos respondieron delante del rey , y dijeron : no hay hombre sobre la tierra que pueda declarar el negocio del rey : demás de esto , ningún rey , príncipe , ni señor , preguntó cosa semejante á ningún mago , ni astrólogo , ni caldeo .
y saliendo ellos de la sinagoga de los judíos , los gentiles les rogaron que el sábado siguiente les hablasen estas palabras .
iniquidad piensa sobre su cama ; está en camino no bueno , el mal no aborrece .
y david dijo : no hagáis eso , hermanos míos , de lo que nos ha dado jehová ; el cual nos ha guardado , y ha entregado en nuestras manos la caterva que vino sobre nosotros .
entonces sarai dijo á abram : mi afrenta sea sobre ti : yo puse mi sierva en tu seno , y viéndose embarazada , me mira con desprecio ; juzgue jehová entre mí y ti .
y caerá espada sobre sus ciudades , y consumirá sus aldeas ; consumirálas á causa de sus consejos .
antes que los montes fuesen fundados , antes de los collados , era yo engendrada :
y dió aviso á david , diciendo : saúl mi padre procura matarte ; por tanto mira ahora por ti hasta la mañana , y estáte en paraje oculto , y escóndete :
los impíos me han aguardado para destruirme : mas yo entenderé en tus testimonios .
he aquí que todo proverbista hará de ti proverbio , diciendo : como la madre , tal su hija .
y juntaron moisés y aarón la congregación delante de la peña , y díjoles : oid ahora , rebeldes : ¿ os hemos de hacer salir aguas de esta peña ?
y dijo también al que le había convidado : cuando haces comida ó cena , no llames á tus amigos , ni á tus hermanos , ni á tus parientes , ni á vecinos ricos ; porque también ellos no te vuelvan á convidar , y te sea hecha compensación .
el rey de jarmuth , otro : el rey de lachîs , otro :
porque moisés dijo : honra á tu padre y á tu madre , y : el que maldijere al padre ó á la madre , morirá de muerte .
vino el hijo del hombre , que come y bebe , y dicen : he aquí un hombre comilón , y bebedor de vino , amigo de publicanos y de pecadores . mas la sabiduría es justificada por sus hijos .
y dijo el rey : ¿ dónde está el hijo de tu señor ? y siba respondió al rey : he aquí él se ha quedado en jerusalem , porque ha dicho : hoy me devolverá la casa de israel el reino de mi padre .
justo es jehová en todos sus caminos , y misericordioso en todas sus obras .
y acordóse que eran carne ; soplo que va y no vuelve .
pues el mismo padre os ama , porque vosotros me amasteis , y habéis creído que yo salí de dios .
aquel día estaba allí uno de los siervos de saúl detenido delante de jehová , el nombre del cual era doeg , idumeo , principal de los pastores de saúl .
tú lo has visto , oh jehová ; no calles : señor , de mí no te alejes .
a ordenar á sión á los enlutados , para darles gloria en lugar de ceniza , óleo de gozo en lugar del luto , manto de alegría en lugar del espíritu angustiado ; y serán llamados árboles de justicia , plantío de jehová , para gloria suya .
y amó la maldición , y vínole ; y no quiso la bendición , y ella se alejó de él .
y sacaste tu pueblo israel de tierra de egipto con señales y portentos , y con mano fuerte y brazo extendido , con terror grande ;
quitó los poderosos de los tronos , y levantó á los humildes .
porque he venido para hacer disensión del hombre contra su padre , y de la hija contra su madre , y de la nuera contra su suegra .
por lo cual , si lo hago de voluntad , premio tendré ; mas si por fuerza , la dispensación me ha sido encargada .
y piedras de onix , y demás pedrería , para el ephod , y para el racional .
en la casa de israel he visto suciedad : allí fornicó ephraim , se contaminó israel :
y jesús , oído esto , le dijo : aun te falta una cosa : vende todo lo que tienes , y da á los pobres , y tendrás tesoro en el cielo ; y ven , sígueme .
y saúl y ellos y todos lo de israel , estaban en el valle del alcornoque , peleando con los filisteos .
esta es la ciudad alegre que estaba confiada , la que decía en su corazón : yo , y no más . ¡ cómo fué en asolamiento , en cama de bestias ! cualquiera que pasare junto á ella silbará , meneará su mano .
hemos también traído en nuestras manos otro dinero para comprar alimentos : nosotros no sabemos quién haya puesto nuestro dinero en nuestros costales .
pues cuando viniere el señor de la viña , ¿ qué hará á aquellos labradores ?
y todo el pueblo que ismael había traído cautivo de mizpa , tornáronse , y volvieron , y fuéronse á johanán hijo de carea .
y salomón daba á hiram veinte mil coros de trigo para el sustento de su familia , y veinte coros de aceite limpio : esto daba salomón á hiram cada un año .
el que muriere de los de jeroboam en la ciudad , le comerán los perros ; y el que muriere en el campo , comerlo han las aves del cielo ; porque jehová lo ha dicho .
y después de su purificación , le contarán siete días .
entonces su hermana dijo á la hija de faraón : ¿ iré á llamarte un ama de las hebreas , para que te críe este niño ?
sus príncipes en medio de ella son leones bramadores : sus jueces , lobos de tarde que no dejan hueso para la mañana :
los exactores de mi pueblo son muchachos , y mujeres se enseñorearon de él . pueblo mío , los que te guían te engañan , y tuercen la carrera de tus caminos .
y él respondiendo les dijo : es uno de los doce que moja conmigo en el plato .
no tendrás temor de pavor repentino , ni de la ruina de los impíos cuando viniere :
respondió la gente , y dijo : demonio tienes : ¿ quién te procura matar ?
si bien mientras viviere , dirá dichosa á su alma : y tú serás loado cuando bien te tratares .
y llamé la sequedad sobre esta tierra , y sobre los montes , y sobre el trigo , y sobre el vino , y sobre el aceite , y sobre todo lo que la tierra produce , y sobre los hombres y sobre las bestias , y sobre todo trabajo de manos .
nadie os prive de vuestro premio , afectando humildad y culto á los ángeles , metiéndose en lo que no ha visto , vanamente hinchado en el sentido de su propia carne ,
y de los bueyes , treinta y seis mil ;
hijo de salomón fué roboam , cuyo hijo fué abía , del cual fué hijo asa , cuyo hijo fué josaphat ;
cuando el profeta hablare en nombre de jehová , y no fuere la tal cosa , ni viniere , es palabra que jehová no ha hablado : con soberbia la habló aquel profeta : no tengas temor de él .
y entonces verán al hijo del hombre , que vendrá en las nubes con mucha potestad y gloria .
entonces el escribano , apaciguado que hubo la gente , dijo : varones efesios , ¿ y quién hay de los hombres que no sepa que la ciudad de los efesios es honradora de la gran diosa diana , y de la imagen venida de júpiter ?
entonces resín rey de siria , y peka hijo de remalías rey de israel , subieron á jerusalem para hacer guerra , y cercar á achâz ; mas no pudieron tomarla .
ahora pues , enviará mi señor á sus siervos el trigo y cebada , y aceite y vino , que ha dicho ;
después subiendo , y partiendo el pan , y gustando , habló largamente hasta el alba , y así partió .
y los hijos de benjamín decían : vencidos son delante de nosotros , como antes . mas los hijos de israel decían : huiremos , y los alejaremos de la ciudad hasta los caminos .
todas sus rebeliones que cometió , no le serán recordadas : en su justicia que hizo vivirá .
entonces los judíos le dijeron : ahora conocemos que tienes demonio . abraham murió , y los profetas , y tú dices : el que guardare mi palabra , no gustará muerte para siempre .
y de allí vinieron á beer : este es el pozo del cual jehová dijo á moisés : junta el pueblo , y les daré agua .
mas ¡ ay de vosotros , ricos ! porque tenéis vuestro consuelo .
como viento solano los esparciré delante del enemigo ; mostraréles las espaldas , y no el rostro , en el día de su perdición .
y tocando pedro á la puerta del patio , salió una muchacha , para escuchar , llamada rhode :
¿ y no te fué á ti israel por escarnio , como si lo tomaran entre ladrones ? porque desde que de él hablaste , tú te has movido .
ahora pues , si con verdad y con integridad habéis procedido en hacer rey á abimelech , y si lo habéis hecho bien con jerobaal y con su casa , y si le habéis pagado conforme á la obra de sus manos ;
juré y ratifiqué el guardar los juicios de tu justicia .
y josué les respondió : si eres pueblo tan grande , sube tú al monte , y corta para ti allí en la tierra del pherezeo y de los gigantes , pues que el monte de ephraim es angosto para ti .
angustia tengo por ti , hermano mío jonathán , que me fuiste muy dulce : más maravilloso me fué tu amor , que el amor de las mujeres .
y el cielo se apartó como un libro que es envuelto ; y todo monte y las islas fueron movidas de sus lugares .
y el sábado siguiente se juntó casi toda la ciudad á oir la palabra de dios .
en aquel tiempo herodes el tetrarca oyó la fama de jesús ,
porque le hemos oído decir , que este jesús de nazaret destruirá este lugar , y mudará las ordenanzas que nos dió moisés .
preguntad ahora , y mirad si pare el varón : porque he visto que todo hombre tenía las manos sobre sus lomos , como mujer de parto , y hanse tornado pálidos todos los rostros .
si habéis pues resucitado con cristo , buscad las cosas de arriba , donde está cristo sentado á la diestra de dios .
lo demás de los hechos de manasés , y su oración á su dios , y las palabras de los videntes que le hablaron en nombre de jehová el dios de israel , he aquí todo está escrito en los hechos de los reyes de israel .
pero alguno dirá : tú tienes fe , y yo tengo obras : muéstrame tu fe sin tus obras , y yo te mostraré mi fe por mis obras .
empero pasóse , y he aquí no parece ; y busquélo , y no fué hallado .
y después salió su hermano , trabada su mano al calcañar de esaú : y fué llamado su nombre jacob . y era isaac de edad de sesenta años cuando ella los parió .
y ve si hay en mí camino de perversidad , y guíame en el camino eterno .
las cuales , estando aún él en galilea , le habían seguido , y le servían ; y otras muchas que juntamente con él habían subido á jerusalem .
masquil de asaph . escucha , pueblo mío , mi ley : inclinad vuestro oído á las palabras de mi boca .
también los hijos de rubén y los hijos de gad , y la media tribu de manasés , pasaron armados delante de los hijos de israel , según moisés les había dicho :
os digo que éste descendió á su casa justificado antes que el otro ; porque cualquiera que se ensalza , será humillado ; y el que se humilla , será ensalzado .
e hizo venir los sacerdotes y levitas , y juntólos en la plaza oriental .
porque la circuncisión en verdad aprovecha , si guardares la ley ; mas si eres rebelde á la ley , tu circuncisión es hecha incircuncisión .
¿ de dónde vienen las guerras y los pleitos entre vosotros ? ¿ no son de vuestras concupiscencias , las cuales combaten en vuestros miembros ?
luego lavó los intestinos y las piernas , y quemólos sobre el holocausto en el altar .
¡ ay de los que juntan casa con casa , y allegan heredad á heredad hasta acabar el término ! ¿ habitaréis vosotros solos en medio de la tierra ?
el que hurtaba , no hurte más ; antes trabaje , obrando con sus manos lo que es bueno , para que tenga de qué dar al que padeciere necesidad .
los contados de ellos , de la tribu de nephtalí , cincuenta y tres mil y cuatrocientos .
también dije entonces al pueblo : cada uno con su criado se quede dentro de jerusalem , y hágannos de noche centinela , y de día á la obra .
pero éste , habiendo ofrecido por los pecados un solo sacrificio para siempre , está sentado á la diestra de dios ,
ven , demos á beber vino á nuestro padre , y durmamos con él , y conservaremos de nuestro padre generación .
hijo mío , está atento á mi sabiduría , y á mi inteligencia inclina tu oído ;
dijéronle por tanto sus siervos : busquen á mi señor el rey una moza virgen , para que esté delante del rey , y lo abrigue , y duerma á su lado , y calentará á mi señor el rey .
y como perseverasen preguntándole , enderezóse , y díjoles : el que de vosotros esté sin pecado , arroje contra ella la piedra el primero .
estimada es en los ojos de jehová la muerte de sus santos .
porque la voz se oye del que trae las nuevas desde dan , y del que hace oir la calamidad desde el monte de ephraim .
no te inclinarás á sus dioses , ni los servirás , ni harás como ellos hacen ; antes los destruirás del todo , y quebrantarás enteramente sus estatuas .
y en esto vinieron sus discípulos , y maravilláronse de que hablaba con mujer ; mas ninguno dijo : ¿ qué preguntas ? ó , ¿ qué hablas con ella ?
para que no se eleve su corazón sobre sus hermanos , ni se aparte del mandamiento á diestra ni á siniestra : á fin que prolongue sus días en su reino , él y sus hijos , en medio de israel .
entonces josué rompió sus vestidos , y postróse en tierra sobre su rostro delante del arca de jehová hasta la tarde , él y los ancianos de israel ; y echaron polvo sobre sus cabezas .
canción : salmo de los hijos de coré . grande es jehová y digno de ser en gran manera alabado , en la ciudad de nuestro dios , en el monte de su santuario .
y para la ofrenda de la leña en los tiempos señalados , y para las primicias . acuérdate de mí , dios mío , para bien .
¿ me entregarán los vecinos de keila en sus manos ? ¿ descenderá saúl , como tu siervo tiene oído ? jehová dios de israel , ruégote que lo declares á tu siervo . y jehová dijo : sí , descenderá .
y las puertas de la ciudad serán según los nombres de las tribus de israel : tres puertas al norte : la puerta de rubén , una ; la puerta de judá , otra ; la puerta de leví , otra .
y todos estos fueron hijos de aser , cabezas de familias paternas , escogidos , esforzados , cabezas de príncipes : y contados que fueron por sus linajes entre los de armas tomar , el número de ellos fué veintiséis mil hombres .
acordábame de dios , y gritaba : quejábame , y desmayaba mi espíritu . ( selah . )
y cualquiera que me oye estas palabras , y no las hace , le compararé á un hombre insensato , que edificó su casa sobre la arena ;
mas tú , señor , dios misericordioso y clemente , lento para la ira , y grande en misericordia y verdad ;
entonces pedro dijo : he aquí , nosotros hemos dejado las posesiones nuestras , y te hemos seguido .
entonces él les dijo : ¡ oh insensatos , y tardos de corazón para creer todo lo que los profetas han dicho !
y oró á jehová , y dijo : ahora , oh jehová , ¿ no es esto lo que yo decía estando aún en mi tierra ? por eso me precaví huyendo á tarsis : porque sabía yo que tú eres dios clemente y piadoso , tardo á enojarte , y de grande misericordia , y que te arrepientes del mal .
el rey que se sienta en el trono de juicio , con su mirar disipa todo mal .
habla á los hijos de israel , y diles : las solemnidades de jehová , las cuales proclamaréis santas convocaciones , aquestas serán mis solemnidades .
huélgome en la parte habitable de su tierra ; y mis delicias son con los hijos de los hombres .
nosotros empero , no les podemos dar mujeres de nuestras hijas , porque los hijos de israel han jurado , diciendo : maldito el que diere mujer á benjamín .
fueron y asentaron campo en chîriath - jearim , en judá ; de donde aquel lugar fué llamado el campo de dan , hasta hoy : está detrás de chîriath - jearim .
no se le recordará ninguno de sus pecados que había cometido : hizo juicio y justicia ; vivirá ciertamente .
todo va á un lugar : todo es hecho del polvo , y todo se tornará en el mismo polvo .
y respondió rachêl y lea , y dijéronle : ¿ tenemos ya parte ni heredad en la casa de nuestro padre ?
mas ahora es manifestada por la aparición de nuestro salvador jesucristo , el cual quitó la muerte , y sacó á la luz la vida y la inmortalidad por el evangelio ;
cantaré á jehová , porque me ha hecho bien .
mejor es reprensión manifiesta que amor oculto .
joab hijo de sarvia había comenzado á contar , mas no acabó , pues por esto vino la ira sobre israel : y así el número no fué puesto en el registro de las crónicas del rey david .
y tomarás otra vez de ellos , y los echarás en mitad del fuego , y en el fuego los quemarás : de allí saldrá el fuego en toda la casa de israel .
mas si por el dedo de dios echo yo fuera los demonios , cierto el reino de dios ha llegado á vosotros .
su confianza será arrancada de su tienda , y harále esto llevar al rey de los espantos .
y él dijo : a vosotros es dado conocer los misterios del reino de dios ; mas á los otros por parábolas , para que viendo no vean , y oyendo no entiendan .
habla á aarón , y dile : el varón de tu simiente en sus generaciones , en el cual hubiere falta , no se allegará para ofrecer el pan de su dios .
y cumplidos estos , dormirás sobre tu lado derecho segunda vez , y llevarás la maldad de la casa de judá cuarenta días : día por año , día por año te lo he dado .
entonces dijo saúl á jehová dios de israel : da perfección . y fueron tomados jonathán y saúl , y el pueblo salió libre .
he aquí la mano de jehová será sobre tus ganados que están en el campo , caballos , asnos , camellos , vacas y ovejas , con pestilencia gravísima :
y respondiendo su señor , le dijo : malo y negligente siervo , sabías que siego donde no sembré y que recojo donde no esparcí ;
y se eleve luego tu corazón , y te olvides de jehová tu dios , que te sacó de tierra de egipto , de casa de siervos ;
el siguiente día otra vez estaba juan , y dos de sus discípulos .
por toda la maldad de los hijos de israel y de los hijos de judá , que han hecho para enojarme , ellos , sus reyes , sus príncipes , sus sacerdotes , y sus profetas , y los varones de judá , y los moradores de jerusalem .
entonces él les dijo : ¿ qué cosas ? y ellos le dijeron : de jesús nazareno , el cual fué varón profeta , poderoso en obra y en palabra delante de dios y de todo el pueblo ;
y cuanto á tu nacimiento , el día que naciste no fué cortado tu ombligo , ni fuiste lavada con aguas para atemperarte , ni salada con sal , ni fuiste envuelta con fajas .
ellos tendrán por suerte , apartada en la partición de la tierra , la parte santísima , junto al término de los levitas .
hizo también la mesa de madera de sittim ; su longitud de dos codos , y su anchura de un codo , y de codo y medio su altura ;
y á vosotros os hacemos saber , que á todos los sacerdotes y levitas , cantores , porteros , nethineos y ministros de la casa de dios , ninguno pueda imponerles tributo , ó pecho , ó renta .
entonces tomaron aquellos varones el presente , y tomaron en su mano doblado dinero , y á benjamín ; y se levantaron , y descendieron á egipto , y presentáronse delante de josé .
y si dijereis : ¿ qué comeremos el séptimo año ? he aquí no hemos de sembrar , ni hemos de coger nuestros frutos :
y de vosotros mismos se levantarán hombres que hablen cosas perversas , para llevar discípulos tras sí .
vino pues samuel á saúl , y saúl le dijo : bendito seas tú de jehová ; yo he cumplido la palabra de jehová .
y había un siervo de la casa de saúl , que se llamaba siba , al cual como llamaron que viniese á david , el rey le dijo : ¿ eres tú siba ? y él respondió : tu siervo .
y dolióme en gran manera ; y eché todas las alhajas de la casa de tobías fuera de la cámara ;
hemos venido á ser como aquellos de quienes nunca te enseñoreaste , sobre los cuales nunca fué llamado tu nombre .
y el edificio que estaba delante del apartamiento al lado de hacia el occidente era de setenta codos ; y la pared del edificio , de cinco codos de anchura alrededor , y noventa codos de largo .
y parando nosotros allí por muchos días , descendió de judea un profeta , llamado agabo ;
esto empero digo para vuestro provecho ; no para echaros lazo , sino para lo honesto y decente , y para que sin impedimento os lleguéis al señor .
doy gracias á dios , que á ninguno de vosotros he bautizado , sino á crispo y á gayo ;
mas ¿ quién será tan poderoso que le edifique casa ? los cielos y los cielos de los cielos no le pueden comprender ; ¿ quién pues soy yo , que le edifique casa , sino para quemar perfumes delante de él ?
peres : tu reino fué rompido , y es dado á medos y persas .
porque al que ama castiga , como el padre al hijo á quien quiere .
y al rayar el alba , los ángeles daban prisa á lot , diciendo : levántate , toma tu mujer , y tus dos hijas que se hallan aquí , porque no perezcas en el castigo de la ciudad .
y hallando allí el centurión una nave alejandrina que navegaba á italia , nos puso en ella .
y esos perros ansiosos no conocen hartura ; y los mismos pastores no supieron entender : todos ellos miran á sus caminos , cada uno á su provecho , cada uno por su cabo .
y díles también mis sábados , que fuesen por señal entre mí y ellos , para que supiesen que yo soy jehová que los santifico .
quebrantamiento y desventura hay en sus caminos ;
porque no hay cosa oculta , que no haya de ser manifestada ; ni cosa escondida , que no haya de ser entendida , y de venir á luz .
los hijos de javán : elisa , tharsis , chîthim , y dodanim .
como el rey david era viejo , y entrado en días , cubríanle de vestidos , mas no se calentaba .
en tu nombre se alegrarán todo el día ; y en tu justicia serán ensalzados .
y has de ponerlo sobre cuatro columnas de madera de sittim cubiertas de oro ; sus capiteles de oro , sobre basas de plata .
y al pueblo que nabucodonosor rey de babilonia dejó en tierra de judá , puso por gobernador á gedalías , hijo de ahicam hijo de saphán .
díjole luego jonathán : mañana es nueva luna , y tú serás echado de menos , porque tu asiento estará vacío .
que job no habla con sabiduría , y que sus palabras no son con entendimiento .
lavará luego su carne con agua en el lugar del santuario , y después de ponerse sus vestidos saldrá , y hará su holocausto , y el holocausto del pueblo , y hará la reconciliación por sí y por el pueblo .
y decíanle : ¿ tú quién eres ? entonces jesús les dijo : el que al principio también os he dicho .
porque todos serán salados con fuego , y todo sacrificio será salado con sal .
nabucodonosor rey , á todos los pueblos , naciones , y lenguas , que moran en toda la tierra : paz os sea multiplicada :
y repartiólos david en órdenes conforme á los hijos de leví , gersón y coath y merari .
así que , toda la ciudad se alborotó , y agolpóse el pueblo ; y tomando á pablo , hiciéronle salir fuera del templo , y luego las puertas fueron cerradas .
entonces mandó el rey á todo el pueblo , diciendo : haced la pascua á jehová vuestro dios , conforme á lo que está escrito en el libro de esta alianza .
como me es justo sentir esto de todos vosotros , por cuanto os tengo en el corazón ; y en mis prisiones , y en la defensa y confirmación del evangelio , sois todos vosotros compañeros de mi gracia .
dios terrible en la grande congregación de los santos , y formidable sobre todos cuantos están alrededor suyo .
y él respondió : estáis ociosos , sí , ociosos , y por eso decís : vamos y sacrifiquemos á jehová .
toda cama en que durmiere todo el tiempo de su flujo , le será como la cama de su costumbre ; y todo mueble sobre que se sentare , será inmundo , como la inmundicia de su costumbre .
y subían , y sacaban de egipto , un carro por seiscientas piezas de plata , y un caballo por ciento y cincuenta : y así se sacaban por medio de ellos para todos los reyes de los hetheos , y para los reyes de siria .
este tuvo cuarenta hijos y treinta nietos , que cabalgaban sobre setenta asnos : y juzgó á israel ocho años .
y clamaron los hijos de israel á jehová ; y jehová suscitó salvador á los hijos de israel y librólos ; es á saber , á othoniel hijo de cenez , hermano menor de caleb .
y será que cuando entraren por las puertas del atrio interior , se vestirán de vestimentas de lino : no asentará sobre ellos lana , cuando ministraren en las puertas del atrio de adentro , y en el interior .
y diráse de mí : ciertamente en jehová está la justicia y la fuerza : á él vendrán , y todos los que contra él se enardecen , serán avergonzados .
lo demás de los hechos de josaphat , primeros y postreros , he aquí están escritos en las palabras de jehú hijo de hanani , del cual es hecha mención en el libro de los reyes de israel .
a los hambrientos hinchió de bienes ; y á los ricos envió vacíos .
y levantóse después balac hijo de sephor , rey de los moabitas , y peleó contra israel ; y envió á llamar á balaam hijo de beor , para que os maldijese .
por tanto , así dijo jehová : preguntad ahora á las gentes , quién tal haya oído . gran fealdad ha hecho la virgen de israel .
atended el consejo , y sed sabios , y no lo menospreciéis .
¿ disputará con palabras inútiles , y con razones sin provecho ?
y lloré afligiendo con ayuno mi alma ; y esto me ha sido por afrenta .
y como sus criados declararon á david estas palabras , plugo la cosa en los ojos de david , para ser yerno del rey . y como el plazo no era aún cumplido ,
y se llegaban á él todos los publicanos y pecadores á oirle .
y estaban bajo la mano de los hijos de aarón , para ministrar en la casa de jehová , en los atrios y en las cámaras , y en la purificación de toda cosa santificada , y en la demás obra del ministerio de la casa de dios ;
y el rey de israel se fué á su casa triste y enojado , y llegó á samaria .
entonces jacob dió á esaú pan y del guisado de las lentejas ; y él comió y bebió , y levantóse , y fuése . así menospreció esaú la primogenitura .
porque encubierta está á los ojos de todo viviente , y á toda ave del cielo es oculta .
y los moradores de gabaón enviaron á decir á josué al campo en gilgal : no encojas tus manos de tus siervos ; sube prestamente á nosotros para guardarnos y ayudarnos : porque todos los reyes de los amorrheos que habitan en las montañas , se han juntado contra nosotros .
por eso yo también responderé mi parte , también yo declararé mi juicio .
contra él se conjuró sallum hijo de jabes , y lo hirió en presencia de su pueblo , y matólo , y reinó en su lugar .
y azarías engendró á seraíah , y seraíah engendró á josadec .
martillo y cuchillo y saeta aguda , es el hombre que habla contra su prójimo falso testimonio .
y vendrán allá , y quitarán de ella todas sus torpezas , y todas sus abominaciones .
no debáis á nadie nada , sino amaros unos á otros ; porque el que ama al prójimo , cumplió la ley .
y ensañaron á dios con sus obras , y desarrollóse la mortandad en ellos .
y maasías hijo de baruch , hijo de colhoze , hijo de hazaías , hijo de adaías , hijo de joiarib , hijo de zacarías , hijo de siloni .
no compraste para mí caña aromática por dinero , ni me saciaste con la grosura de tus sacrificios ; antes me hiciste servir en tus pecados , me has fatigado con tus maldades .
bendito el señor ; cada día nos colma de beneficios el dios de nuestra salud . ( selah . )
no juntes con los pecadores mi alma , ni con los hombres de sangres mi vida :
escuchadme , y hablaré yo , y véngame después lo que viniere .
despiértate , salterio y arpa : despertaré al alba .
por el cual asimismo , si retenéis la palabra que os he predicado , sois salvos , si no creísteis en vano .
y hubounavoz de los cielosque decía : tú eres mi hijo amado ; en ti tomo contentamiento .
empero yo jehová , que parto la mar , y suenan sus ondas , soy tu dios , cuyo nombre es jehová de los ejércitos .
y siguiendo barac á sísara , jael salió á recibirlo , y díjole : ven , y te mostraré al varón que tú buscas . y él entró donde ella estaba , y he aquí sísara yacía muerto con la estaca por la sien .
entonces me quebrantarás con sueños , y me turbarás con visiones .
y sepultáronlo en sus sepulcros que él había hecho para sí en la ciudad de david ; y pusiéronlo en una litera , la cual hinchieron de aromas y diversas materias odoríferas , preparadas por obra de perfumadores ; é hiciéronle una quema muy grande .
harás también dos anillos de oro , los cuales pondrás á las dos puntas del racional , en su orilla que está al lado del ephod de la parte de dentro .
y ahora descubriré yo su locura delante de los ojos de sus amantes , y nadie la librará de mi mano .
porque no sabía lo que hablaba ; que estaban espantados .
le dieron á beber vinagre mezclado con hiel ; y gustando , no quiso beberlo .
aleluya . alabaré á jehová con todo el corazón , en la compañía y congregación de los rectos .
consideraba los días desde el principio , los años de los siglos .
oid , porque hablaré cosas excelentes ; y abriré mis labios para cosas rectas .
los hijos de bebai , seiscientos veinte y tres ;
bienaventurado el varón al cual el señor no imputó pecado .
todo el tiempo de su nazareato , será santo á jehová .
alcen la voz el desierto y sus ciudades , las aldeas donde habita cedar : canten los moradores de la piedra , y desde la cumbre de los montes den voces de júbilo .
mas los transgresores fueron todos á una destruídos : la postrimería de los impíos fué talada .
tu corazón imaginará el espanto , y dirá : ¿ qué es del escriba ? ¿ qué del pesador ? ¿ qué del que pone en lista las casas más insignes ?
tú que decías en tu corazón : subiré al cielo , en lo alto junto á las estrellas de dios ensalzaré mi solio , y en el monte del testimonio me sentaré , á los lados del aquilón ;
jehová de los ejércitos es con nosotros ; nuestro refugio es el dios de jacob . ( selah . )
y las bestias monteses se encontrarán con los gatos cervales , y el peludo gritará á su compañero : la lamia también tendrá allí asiento , y hallará para sí reposo .
y yo decidí hacértelo saber , y decirte que la tomes delante de los que están aquí sentados , y delante de los ancianos de mi pueblo . si hubieres de redimir , redime ; y si no quisieres redimir , decláramelo para que yo lo sepa : porque no hay otro que redima sino tú , y yo después de ti . y él respondió : yo redimiré .
pon , oh jehová , guarda á mi boca : guarda la puerta de mis labios .
destruirá á la muerte para siempre ; y enjugará el señor toda lágrima de todos los rostros : y quitará la afrenta de su pueblo de toda la tierra : porque jehová lo ha dicho .
por esto el rey con ira y con grande enojo , mandó que matasen á todos los sabios de babilonia .
y á pharmastha , y á arisai , y á aridai , y á vaizatha ,
yo te aviso que guardes el mandamiento del rey y la palabra del juramento de dios .
comerán pues del fruto de su camino , y se hartarán de sus consejos .
y destruímoslas , como hicimos á sehón rey de hesbón , destruyendo en toda ciudad hombres , mujeres , y niños .
bienaventurado el hombre que me oye , velando á mis puertas cada día , guardando los umbrales de mis entradas .
ve , diles : volveos á vuestras tiendas .
y los magos no podían estar delante de moisés á causa de los tumores , porque hubo sarpullido en los magos y en todos los egipcios .
en aquel tiempo será traído presente á jehová de los ejércitos , el pueblo tirado y repelado , pueblo asombroso desde su principio y después ; gente harta de esperar y hollada , cuya tierra destruyeron los ríos ; al lugar del nombre de jehová de los ejércitos , al monte de sión .
salmo de asaph . el dios de dioses , jehová , ha hablado , y convocado la tierra desde el nacimiento del sol hasta donde se pone .
y volvieron , y subieron camino de basán , y salió contra ellos og rey de basán , él y todo su pueblo , para pelear en edrei .
